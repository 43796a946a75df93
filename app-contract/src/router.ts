/**
 * The router every Aayra app navigates with, shared once in the page as this module rather than as
 * react-router itself. A shared library is bundled whole, since any remote may use any export; this
 * module names the parts the apps use, so the router's copy in the page keeps only those (about
 * half of react-router). An app that needs another part of the router adds it here.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  matchPath,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
