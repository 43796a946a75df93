import './app/session-flow.css';
import { lazy } from 'react';
import type { RemotePages } from '@aayra/app-contract/remote-contract';
import { WhenSessionKnown } from './components/WhenSessionKnown';

// Each page is its own chunk. The shell loads this map lazily itself, and React cannot resolve a
// lazy component to another lazy one, so every entry is a plain component that renders its chunk.
const NewSessionPage = lazy(() => import('./features/new-session/components/NewSessionPage'));
const FocusTimerPage = lazy(() => import('./features/focus-timer/components/FocusTimerPage'));
const UploadPage = lazy(() => import('./features/upload/components/UploadPage'));
const ValidationPage = lazy(() => import('./features/validation/components/ValidationPage'));
const BreakTimerPage = lazy(() => import('./features/break-timer/components/BreakTimerPage'));

// Every page works with the session in progress, which may come from another device.
export const pages: RemotePages = {
  newSession: () => (
    <WhenSessionKnown>
      <NewSessionPage />
    </WhenSessionKnown>
  ),
  focusTimer: () => (
    <WhenSessionKnown>
      <FocusTimerPage />
    </WhenSessionKnown>
  ),
  upload: () => (
    <WhenSessionKnown>
      <UploadPage />
    </WhenSessionKnown>
  ),
  validation: () => (
    <WhenSessionKnown>
      <ValidationPage />
    </WhenSessionKnown>
  ),
  breakTimer: () => (
    <WhenSessionKnown>
      <BreakTimerPage />
    </WhenSessionKnown>
  ),
};
