/**
 * The parts of the service worker global Aayra's worker uses. Written out here so the handlers
 * type-check next to the pages' code and run in tests against a small stand-in.
 */
export interface ShownNotificationLike {
  readonly data: unknown;
  close(): void;
}

export interface WindowClientLike {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}

export interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
}

export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: ShownNotificationLike;
}

/** The part of a service worker registration that shows notifications (a tab's has it too). */
export interface NotificationRegistrationLike {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
  getNotifications(): Promise<readonly ShownNotificationLike[]>;
}

/** Web Locks, shared with the app's tabs of the same origin. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly navigator: { readonly locks?: LockManagerLike };
  readonly registration: NotificationRegistrationLike;
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEventLike) => void,
  ): void;
}
