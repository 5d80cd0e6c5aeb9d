// SPEC §2 Donate: the gift's designation, an active fundraiser or the General Fund. The page
// holds the choice, so the fundraiser side card follows it (donate-page.tsx).
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import type { DonateFundraiser } from "./types";

export function FundraiserSelect({
  id,
  fundraisers,
  value,
  onChange,
}: {
  /** The select's id, made by the form (donation-form.tsx says why). */
  id: string;
  fundraisers: DonateFundraiser[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Select Fundraiser (Optional)</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">General Fund</option>
        {fundraisers.map((f) => (
          <option key={f.id} value={f.id}>
            {f.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
