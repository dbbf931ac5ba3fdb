import { lazy, type ComponentType, type ReactNode } from 'react';
import { useParams, type RouteObject } from 'react-router-dom';
import { PATHS } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { Footer, Home } from '../pages/Home';
import { GuestOnly } from '../routing/GuestOnly';

/** The pages' styles (pages/page-styles.ts) come with the first page other than Home. */
async function withPageStyles<M>(load: () => Promise<M>): Promise<M> {
  const [mod, styles] = await Promise.all([load(), import('../pages/page-styles')]);
  styles.injectPageStyles();
  return mod;
}
/** A page that is one named export of a lazily loaded module. */
const named = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await withPageStyles(load))[name] }));
/** A form page: its chunk and the shared DTOs load together. */
const form = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => {
    const [mod] = await Promise.all([withPageStyles(load), loadValidation()]);
    return { default: mod[name] };
  });

// Everything but Home loads on demand, so Home's cold load stays small.
const Login = form(() => import('../pages/Login'), 'Login');
const SignUp = form(() => import('../pages/SignUp'), 'SignUp');
const ForgetPassword = form(() => import('../pages/ForgetPassword'), 'ForgetPassword');
const ChangePassword = form(() => import('../pages/ChangePassword'), 'ChangePassword');
const Setting = form(() => import('../pages/Setting'), 'Setting');
const Search = named(() => import('../pages/Search'), 'Search');
const info = () => import('../pages/InfoPages');
const Faq = named(info, 'Faq');
const TimeSetting = named(() => import('../pages/TimeSetting'), 'TimeSetting');
const Maintenance = named(info, 'Maintenance');
const Notifications = named(() => import('../pages/Notifications'), 'Notifications');
const ReferEarn = named(() => import('../pages/ReferEarn'), 'ReferEarn');
const Bonus = named(() => import('../pages/Bonus'), 'Bonus');
const ResponsibleGaming = named(() => import('../pages/ResponsibleGaming'), 'ResponsibleGaming');

function HomePage() {
  return (
    <>
      <Home />
      <Footer />
    </>
  );
}

/** The policy named by the path (/policies/:type). */
const Policies = lazy(async () => {
  const { Policies: Policy } = await withPageStyles(info);
  function PolicyRoute() {
    return <Policy type={useParams().type ?? ''} />;
  }
  return { default: PolicyRoute };
});

/** A route's guard: wraps the page and may send the visitor elsewhere. */
export type ShellGuard = ComponentType<{ children: ReactNode }>;

export interface ShellRoute {
  path: string;
  Page: ComponentType;
  guard?: ShellGuard;
}

/**
 * The shell's route table: its pages, rendered by react-router into the .khel-shell-page slot that root-config's
 * layout leaves on exactly these paths (APP_PATHS['@khel/shell'] in @khel/shared; a test keeps the two equal).
 * Change-password's logged-in rule and maintenance are the root guard's (they apply before any app mounts).
 */
export const SHELL_ROUTES: ShellRoute[] = [
  { path: PATHS.home, Page: HomePage },
  { path: PATHS.login, Page: Login, guard: GuestOnly },
  { path: PATHS.signUp, Page: SignUp, guard: GuestOnly },
  { path: PATHS.forgetPassword, Page: ForgetPassword, guard: GuestOnly },
  { path: PATHS.changePassword, Page: ChangePassword },
  { path: PATHS.faq, Page: Faq },
  { path: PATHS.maintenance, Page: Maintenance },
  { path: PATHS.policies, Page: Policies },
  { path: PATHS.setting, Page: Setting },
  { path: PATHS.timeSetting, Page: TimeSetting },
  { path: PATHS.notifications, Page: Notifications },
  { path: PATHS.referEarn, Page: ReferEarn },
  { path: PATHS.bonus, Page: Bonus },
  { path: PATHS.search, Page: Search },
  { path: PATHS.responsibleGaming, Page: ResponsibleGaming },
];

/** The table as react-router route objects; any other path renders nothing here (it is another app's, or the 404). */
export function routeObjects(routes: ShellRoute[] = SHELL_ROUTES): RouteObject[] {
  return [
    ...routes.map(({ path, Page, guard: Guard }) => ({
      path,
      element: Guard ? (
        <Guard>
          <Page />
        </Guard>
      ) : (
        <Page />
      ),
    })),
    { path: '*', element: null },
  ];
}
