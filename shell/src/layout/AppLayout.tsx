import { Outlet } from '@aayra/app-contract/router';
import { Toaster } from '@aayra/design-system/components';
import { BottomBar } from './BottomBar';
import { NotificationServiceSlot } from './NotificationServiceSlot';
import { OfflineNotice } from './OfflineNotice';
import { QueuedCallNotices } from './QueuedCallNotices';
import { MAIN_CONTENT_ID, SkipToMainContent } from './SkipToMainContent';
import { TopBar } from './TopBar';

export function AppLayout() {
  return (
    <div className="app-layout">
      <SkipToMainContent />
      {/*
        A toast takes the top bar's place while it shows, in the page's flow: it never lies over a
        button of the page, its primary action or the bottom bar.
      */}
      <div className="app-layout__top">
        <TopBar />
        <Toaster />
      </div>
      <OfflineNotice />
      <QueuedCallNotices />
      <main id={MAIN_CONTENT_ID} className="app-main">
        <Outlet />
      </main>
      <BottomBar />
      <NotificationServiceSlot />
    </div>
  );
}
