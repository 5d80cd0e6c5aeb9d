import { Badge } from "~/components/ui/badge";

const variants = {
  completed: "success",
  pending: "warning",
  failed: "destructive",
  cancelled: "secondary",
} as const;

const labels = {
  completed: "Completed",
  pending: "Pending",
  failed: "Failed",
  cancelled: "Cancelled",
} as const;

export function DonationStatusBadge({ status }: { status: keyof typeof variants }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}
