import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { TeamGrid, TeamSkeleton } from "./team-grid";

const photo = "/uploads/team-photos/0123456789abcdef0123456789abcdef";

describe("team grid", () => {
  test("an empty team reads 'No Team Members Yet'", () => {
    expect(renderToString(<TeamGrid members={[]} />)).toContain("No Team Members Yet");
  });

  test("a member without a photo gets the default icon; a bio shows only when present", () => {
    const html = renderToString(
      <TeamGrid
        members={[
          {
            id: "1",
            name: "Ann",
            title: "Director",
            bio: "Started it all.",
            photoUrl: `${photo}-1600.webp`,
          },
          { id: "2", name: "Bo", title: "Volunteer", bio: null, photoUrl: null },
        ]}
      />,
    );
    expect(html).toContain('alt="Portrait of Ann"');
    // A 128 px portrait needs only the smallest stored width.
    expect(html).toContain(`srcSet="${photo}-480.webp 480w"`);
    expect(html).toContain("Started it all.");
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html.indexOf("Ann")).toBeLessThan(html.indexOf("Bo"));
  });

  test("three placeholders show while the team loads", () => {
    expect(renderToString(<TeamSkeleton />).match(/data-testid="skeleton"/g)).toHaveLength(12);
  });
});
