import { Outlet } from "react-router";

/** The admin shell; the sidebar and the server-side guard come with the admin capability. */
export default function AdminLayout() {
  return (
    <main id="main" className="min-h-screen bg-slate-50 p-6">
      <Outlet />
    </main>
  );
}
