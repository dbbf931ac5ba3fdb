import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@khel/shared';
import { loadValidation } from '../forms/dtos';
import { Footer, Home } from '../pages/Home';
import { matchPath, usePath } from '../routing/location';
import { usePageHost } from '../routing/usePageHost';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
/** A form page: its chunk and the shared DTOs load together. */
const form = <K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) =>
  lazy(async () => {
    const [mod] = await Promise.all([load(), loadValidation()]);
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
const Policies = named(info, 'Policies');
const TimeSetting = named(info, 'TimeSetting');
const Maintenance = named(info, 'Maintenance');
const Notifications = named(info, 'Notifications');
const ReferEarn = named(info, 'ReferEarn');
const Bonus = named(info, 'Bonus');

/** The shell's own routes (root-config's layout leaves a .khel-shell-page slot on each). */
export const SHELL_ROUTES: Array<[string, (p: Record<string, string>) => ReactNode]> = [
  ['/', () => (
    <>
      <Home />
      <Footer />
    </>
  )],
  ['/login', () => <Login />],
  ['/sign-up', () => <SignUp />],
  ['/forget-password', () => <ForgetPassword />],
  ['/change-password', () => <ChangePassword />],
  ['/faq', () => <Faq />],
  ['/maintenance', () => <Maintenance />],
  ['/policies/:type', (p) => <Policies type={p.type!} />],
  ['/setting', () => <Setting />],
  ['/time-setting', () => <TimeSetting />],
  ['/notifications', () => <Notifications />],
  ['/refer-earn', () => <ReferEarn />],
  ['/bonus', () => <Bonus />],
  ['/search', () => <Search />],
];

export function pageFor(path: string): ReactNode {
  const normal = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const [pattern, render] of SHELL_ROUTES) {
    const params = matchPath(pattern, normal);
    if (params) return render(params);
  }
  return null;
}

export function Pages() {
  const path = usePath();
  const host = usePageHost();
  const page = pageFor(path);
  if (!host || !page) return null;
  return createPortal(
    <Suspense
      key={path}
      fallback={
        <div className="s-center s-pad">
          <Spinner />
        </div>
      }
    >
      {page}
    </Suspense>,
    host,
  );
}
