import { Outlet } from 'react-router-dom';
import { BottomBar } from './BottomBar';
import { NotificationServiceSlot } from './NotificationServiceSlot';
import { TopBar } from './TopBar';

export function AppLayout() {
  return (
    <div className="app-layout">
      <TopBar />
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <BottomBar />
      <NotificationServiceSlot />
    </div>
  );
}
