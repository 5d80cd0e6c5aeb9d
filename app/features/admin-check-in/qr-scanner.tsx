// The camera half of check-in: the rear camera's picture, read for QR codes by
// the browser's BarcodeDetector where it has one, else by jsQR, which is loaded
// only here, only when needed (docs/decisions/012: heavy libraries stay on the
// pages that use them; docs/decisions/015-offline-check-in.md).
import { CameraOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** Loads the decoder this browser needs (also called ahead of time, so scanning works offline). */
export async function loadDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  return async (video) => {
    const scale = Math.min(1, 800 / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null
    );
  };
}

function cameraProblem(error: unknown) {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "The camera is blocked. Allow it in the browser's settings, or search by name below.";
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return "This device has no camera we can use. Search by name below instead.";
  return "The camera could not start. Search by name below instead.";
}

export function QrScanner({
  onScan,
  onClose,
}: {
  onScan: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [problem, setProblem] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const scanned = useRef(onScan);
  useEffect(() => {
    scanned.current = onScan;
  }, [onScan]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    void (async () => {
      try {
        const [decode, media] = await Promise.all([
          loadDecoder(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: "environment" } },
            audio: false,
          }),
        ]);
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((t) => t.stop());
        video.current.srcObject = media;
        await video.current.play();
        setReady(true);
        const tick = async () => {
          if (stopped || !video.current) return;
          const v = video.current;
          const text =
            v.readyState >= 2 && v.videoWidth > 0 ? await decode(v).catch(() => null) : null;
          if (text && !stopped) {
            stopped = true;
            media.getTracks().forEach((t) => t.stop());
            scanned.current(text);
            return;
          }
          timer = window.setTimeout(() => void tick(), 150);
        };
        void tick();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <section aria-labelledby="scan-heading" className="space-y-3">
      <h2
        id="scan-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        Scan ticket
      </h2>
      {problem ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive p-4 text-destructive"
        >
          <CameraOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> {problem}
        </p>
      ) : (
        <>
          <div className="overflow-hidden rounded-xl bg-black">
            <video
              ref={video}
              muted
              playsInline
              aria-label="Camera picture"
              className="aspect-[4/3] w-full object-cover"
            />
          </div>
          <p className="text-muted-foreground" role="status">
            {ready ? "Hold the ticket's QR code in front of the camera." : "Starting the camera…"}
          </p>
        </>
      )}
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={onClose}>
        Stop scanning
      </Button>
    </section>
  );
}
