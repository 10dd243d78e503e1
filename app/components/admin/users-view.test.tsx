import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { UsersTable, type UsersLoad } from "./users-view";

/** The table as the server renders it for `load`, inside a router (its delete form needs one). */
function render(load: UsersLoad): string {
  const Stub = createRoutesStub([{ path: "/adminalluser", Component: () => <UsersTable load={load} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/adminalluser"]} />);
}

const admin = { _id: "a1", FullName: "Meera Nair", email: "meera@gmail.com", userName: "meera1234", role: "owner" as const, createdAt: "2026-01-02T03:04:05.000Z" };

describe("the all-users table (specification: All users)", () => {
  it("says 'Loading users...' as a status while the list is on its way", () => {
    const html = render({ state: "loading" });
    expect(html).toMatch(/role="status"[^>]*>Loading users\.\.\.</);
    expect(html).toContain("All Users (0)");
  });

  it("says 'Failed to load users.' as an alert when the list could not be read", () => {
    expect(render({ state: "failed" })).toMatch(/role="alert"[^>]*>Failed to load users\.</);
  });

  it("says 'No data available.' for an empty list", () => {
    const html = render({ state: "loaded", users: [] });
    expect(html).toContain("No data available.");
    expect(html).toContain("All Users (0)");
  });

  it("lists each admin with Edit and a Delete that works as a plain form", () => {
    const html = render({ state: "loaded", users: [admin] });
    expect(html).toContain("All Users (1)");
    expect(html).toContain('href="/editUser/a1"');
    expect(html).toMatch(/<form action="\/delete\/a1" method="get"><button type="submit"[^>]*aria-label="Delete Meera Nair"/);
    expect(html).not.toContain("Loading users...");
  });
});
