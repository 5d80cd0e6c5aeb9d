import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { fundraisers } from "../../db/schema";
import { adminUser } from "../../test/admin-context";
import { withFailingDeletes } from "../../test/failing-deletes";
import { createTestServices, type TestServices } from "../../test/harness";
import { pngImage } from "../../test/images";
import { fundraiserSchema } from "../../../shared/schemas/fundraiser";
import { storeImage } from "../media/index.server";
import { createFundraiser, deleteFundraiser, updateFundraiser } from "./fundraisers";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.cleanup());

const fundraiser = (imageUrl: string | null) =>
  fundraiserSchema.parse({
    title: "Care Packages",
    description: "Boxes for the deployed.",
    goal: "1000",
    raised: "0",
    imageUrl,
  });

describe("fundraiser images (decision 005)", () => {
  test("an image file that can't be deleted is logged, and the update and delete are still saved", async () => {
    const { services: failing, warn } = withFailingDeletes(services);
    const image = await storeImage(services, {
      data: await pngImage(),
      folder: "fundraiser-images",
    });
    const created = await createFundraiser(services, adminUser, fundraiser(image.url));

    await expect(
      updateFundraiser(failing, adminUser, created.id, {
        ...fundraiser(null),
        title: "Winter Care Packages",
      }),
    ).resolves.toMatchObject({ title: "Winter Care Packages", imageUrl: null });
    const [row] = await services.db
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, created.id));
    expect(row).toMatchObject({ title: "Winter Care Packages", imageUrl: null });
    expect(warn).toHaveBeenCalled();

    warn.mockClear();
    await updateFundraiser(services, adminUser, created.id, fundraiser(image.url));
    await expect(deleteFundraiser(failing, adminUser, created.id)).resolves.toMatchObject({
      id: created.id,
    });
    expect(
      await services.db.select().from(fundraisers).where(eq(fundraisers.id, created.id)),
    ).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
