import { describe, expect, it } from "vitest";
import { ProductInputSchema } from "~/schemas/product";
import {
  applyListIntent,
  emptyFormValues,
  flattenFormValues,
  formValuesFromPost,
  parseListIntent,
  productInputOf,
} from "./product-form";

describe("the product form's values", () => {
  const posted = {
    name: "Verdacal D3 Tablets",
    composition: "Calcium carbonate 1250 mg",
    category: "Nutraceuticals",
    dosageForm: "Tablets",
    packSize: "10x10",
    "descriptionList.1": "second",
    "descriptionList.0": "first",
    "descriptionList.2": "third",
    "keyBenefits.0": "Bones",
    status: "published",
    featured: "on",
    featuredOrder: "3",
    position: "",
    remark: "note",
  };

  it("reads list lines in their order and gives them back flat, as posted", () => {
    const values = formValuesFromPost(posted);
    expect(values.descriptionList).toEqual(["first", "second", "third"]);
    expect(formValuesFromPost(flattenFormValues(values))).toEqual(values);
  });

  it("becomes the schema's input: featured from the checkbox, blank numbers left to defaults", () => {
    const parsed = ProductInputSchema.parse(productInputOf(formValuesFromPost(posted)));
    expect(parsed).toMatchObject({ featured: true, featuredOrder: 3, status: "published", keyBenefits: ["Bones"] });
    expect(parsed.position).toBeUndefined();
    expect(ProductInputSchema.safeParse(productInputOf({ ...formValuesFromPost(posted), featuredOrder: "x" })).success).toBe(false);
    expect(ProductInputSchema.parse(productInputOf({ ...formValuesFromPost(posted), featuredOrder: "١٢", position: "۳" }))).toMatchObject({ featuredOrder: 12, position: 3 });
  });

  it("adds, removes and moves lines by the buttons' intents, ignoring ones out of range", () => {
    const values = formValuesFromPost(posted);
    const run = (intent: string) => applyListIntent(values, parseListIntent(intent)!).descriptionList;
    expect(run("add:descriptionList")).toEqual(["first", "second", "third", ""]);
    expect(run("remove:descriptionList:1")).toEqual(["first", "third"]);
    expect(run("up:descriptionList:2")).toEqual(["first", "third", "second"]);
    expect(run("down:descriptionList:0")).toEqual(["second", "first", "third"]);
    expect(run("up:descriptionList:0")).toEqual(["first", "second", "third"]);
    expect(run("down:descriptionList:2")).toEqual(["first", "second", "third"]);
    expect(parseListIntent("save")).toBeNull();
    expect(parseListIntent("remove:images:1")).toBeNull();
  });

  it("starts a new product as a draft with one empty description line", () => {
    expect(emptyFormValues()).toMatchObject({ status: "draft", descriptionList: [""], keyBenefits: [] });
  });
});
