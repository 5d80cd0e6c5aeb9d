import { UserRound, Users } from "lucide-react";
import { EmptyState } from "~/components/page/empty-state";
import { Skeleton } from "~/components/ui/skeleton";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { PublicTeamMember } from "../../../server/modules/content/index.server";

function MemberCard({ member }: { member: PublicTeamMember }) {
  return (
    <li className="flex flex-col items-center rounded-xl border bg-card p-6 text-center shadow-sm">
      {member.photoUrl ? (
        <ResponsiveImage
          src={member.photoUrl}
          alt={`Portrait of ${member.name}`}
          sizes="128px"
          width={128}
          height={128}
          maxWidth={320}
          className="size-32 rounded-full object-cover ring-4 ring-secondary"
        />
      ) : (
        <span className="flex size-32 items-center justify-center rounded-full bg-secondary ring-4 ring-secondary">
          <UserRound aria-hidden="true" className="size-14 text-primary/60" />
        </span>
      )}
      <h3 className="mt-4 text-xl font-semibold text-primary">{member.name}</h3>
      <p className="text-sm font-medium text-accent">{member.title}</p>
      {member.bio ? <p className="mt-3 text-sm text-muted-foreground">{member.bio}</p> : null}
    </li>
  );
}

/** SPEC §2 About: three placeholders while the team loads. */
export function TeamSkeleton() {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading team"
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6">
          <Skeleton className="size-32 rounded-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-12 w-full" />
        </li>
      ))}
    </ul>
  );
}

export function TeamGrid({ members }: { members: PublicTeamMember[] }) {
  if (members.length === 0) {
    return (
      <EmptyState icon={Users} title="No Team Members Yet">
        Our volunteers and staff will be introduced here soon.
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <MemberCard key={m.id} member={m} />
      ))}
    </ul>
  );
}
