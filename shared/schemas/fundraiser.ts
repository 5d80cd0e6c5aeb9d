// SPEC §5 "Fundraiser form": title and description required; goal and raised
// are numbers at least 0 ('… must be positive'), empty → 0; active by default;
// image optional. Dollars in the form, cents once parsed (DESIGN "Data").
import { z } from "zod";
import {
  booleanField,
  dollarsToCentsField,
  idField,
  optionalImageUrl,
  requiredText,
} from "./admin-fields";

const fields = {
  title: requiredText("Title is required", 200, "Title must be less than 200 characters"),
  description: requiredText(
    "Description is required",
    5000,
    "Description must be less than 5000 characters",
  ),
  goal: dollarsToCentsField("Goal amount must be positive"),
  raised: dollarsToCentsField("Raised amount must be positive"),
  isActive: booleanField(true),
  imageUrl: optionalImageUrl,
};

const toStored = <T extends { goal: number; raised: number }>({ goal, raised, ...rest }: T) => ({
  ...rest,
  goalCents: goal,
  raisedCents: raised,
});

export const fundraiserSchema = z.object(fields).transform(toStored);

export type FundraiserFormValues = z.input<typeof fundraiserSchema>;
export type FundraiserInput = z.output<typeof fundraiserSchema>;

/**
 * An edit also says what "raised" was when the dialog opened, so gifts that
 * completed meanwhile are not overwritten: the server applies the difference.
 */
export const fundraiserUpdateSchema = z
  .object({
    ...fields,
    id: idField,
    raisedBefore: z.optional(dollarsToCentsField("Raised amount must be positive")),
  })
  .transform(({ id, raisedBefore, ...rest }) => ({
    id,
    raisedBeforeCents: raisedBefore,
    input: toStored(rest),
  }));

export const fundraiserDeleteSchema = z.object({ id: idField });
