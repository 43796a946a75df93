import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@aayra/supabase/routes';
import { remotePageRoutes } from '@aayra/supabase/remote-contract';
import { AppLayout } from '../layout/AppLayout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.index} element={<Navigate to={paths.login} replace />} />
      <Route element={<AppLayout />}>
        <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
        <Route path={paths.home} element={<HomePage />} />
        {remotePageRoutes.map(({ path, remote, page }) => (
          <Route key={path} path={path} element={<RemotePage remote={remote} page={page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
