import { data } from "react-router";

/**
 * Any URL no route matches: a thrown 404, like every missing page, so the site layout's error
 * boundary renders the branded page inside the chrome (and sets its title) with a real 404 status.
 */
export function loader() {
  throw data(null, { status: 404 });
}

// Never rendered (the loader always throws); a component keeps this a page, not a resource route.
export default function NotFound() {
  return null;
}
