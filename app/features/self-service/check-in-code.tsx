// The QR code the door scans at check-in (docs/decisions/017), while the registration is live.
export function CheckInCode({
  qrPngBase64,
  reference,
}: {
  qrPngBase64: string;
  reference: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border p-4 text-center">
      <h2 className="font-semibold">Your check-in code</h2>
      <img
        src={`data:image/png;base64,${qrPngBase64}`}
        alt={`QR check-in code for reference ${reference}`}
        width={200}
        height={200}
      />
      <p className="text-sm text-muted-foreground">
        Show it at the door, on your phone or printed.
      </p>
    </div>
  );
}
