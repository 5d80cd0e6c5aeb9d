import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { TeamGrid, TeamSkeleton } from "./team-grid";

describe("team grid", () => {
  test("an empty team reads 'No Team Members Yet'", () => {
    expect(renderToString(<TeamGrid members={[]} />)).toContain("No Team Members Yet");
  });

  test("a member without a photo gets the default icon; a bio shows only when present", () => {
    const html = renderToString(
      <TeamGrid
        members={[
          { id: "1", name: "Ann", title: "Director", bio: "Started it all.", photoUrl: "/uploads/a.webp" },
          { id: "2", name: "Bo", title: "Volunteer", bio: null, photoUrl: null },
        ]}
      />,
    );
    expect(html).toContain('alt="Portrait of Ann"');
    expect(html).toContain("srcSet=\"/img/320/a.webp 320w\"");
    expect(html).toContain("Started it all.");
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html.indexOf("Ann")).toBeLessThan(html.indexOf("Bo"));
  });

  test("three placeholders show while the team loads", () => {
    expect(renderToString(<TeamSkeleton />).match(/data-testid="skeleton"/g)).toHaveLength(12);
  });
});
