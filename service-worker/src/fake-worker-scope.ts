import type {
  ExtendableEventLike,
  LockManagerLike,
  NotificationClickEventLike,
  PushEventLike,
  ShownNotificationLike,
  WindowClientLike,
  WorkerScope,
} from './worker-scope';

/** A notification tray of one origin: the same tag replaces, as browsers do. */
class FakeTray {
  shown: { title: string; options: NotificationOptions; closed: boolean }[] = [];
  show(title: string, options: NotificationOptions) {
    this.shown = this.shown.filter((entry) => !options.tag || entry.options.tag !== options.tag);
    this.shown.push({ title, options, closed: false });
  }
  notifications(): ShownNotificationLike[] {
    return this.shown
      .filter((entry) => !entry.closed)
      .map((entry) => ({ data: entry.options.data, close: () => (entry.closed = true) }));
  }
}

/** Web Locks of one origin: a request runs once every earlier request of that name has ended. */
export class FakeLocks implements LockManagerLike {
  private readonly tails = new Map<string, Promise<unknown>>();
  request(name: string, callback: () => Promise<unknown>): Promise<unknown> {
    const run = (this.tails.get(name) ?? Promise.resolve()).then(callback);
    this.tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
}

export class FakeWindow implements WindowClientLike {
  messages: unknown[] = [];
  focusCalls = 0;
  constructor(
    readonly url: string,
    readonly focused = false,
    readonly visibilityState: DocumentVisibilityState = 'hidden',
    private readonly focusAllowed = true,
  ) {}
  async focus() {
    this.focusCalls += 1;
    if (!this.focusAllowed) throw new Error('Not allowed to focus a window.');
    return this;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

type Listener = (event: never) => void;

/** Stands in for the service worker global; dispatch* returns once waitUntil's work settles. */
export class FakeWorkerScope implements WorkerScope {
  readonly location = { origin: 'https://aayra.test' };
  readonly tray = new FakeTray();
  readonly navigator = { locks: new FakeLocks() };
  windows: FakeWindow[] = [];
  opened: string[] = [];
  claimed = false;
  skippedWaiting = false;
  private readonly listeners = new Map<string, Listener[]>();

  readonly registration = {
    showNotification: async (title: string, options: NotificationOptions) =>
      this.tray.show(title, options),
    getNotifications: async () => this.tray.notifications(),
  };
  readonly clients = {
    matchAll: async () => this.windows,
    openWindow: async (url: string) => {
      this.opened.push(url);
      return null;
    },
    claim: async () => {
      this.claimed = true;
    },
  };
  async skipWaiting() {
    this.skippedWaiting = true;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  private async dispatch<E extends object>(type: string, event: E): Promise<void> {
    const work: Promise<unknown>[] = [];
    const extendable: ExtendableEventLike = { waitUntil: (promise) => void work.push(promise) };
    for (const listener of this.listeners.get(type) ?? [])
      (listener as (event: E) => void)({ ...event, ...extendable });
    await Promise.all(work);
  }
  dispatchLifecycle(type: 'install' | 'activate') {
    return this.dispatch(type, {});
  }
  dispatchMessage(data: unknown) {
    return this.dispatch('message', { data });
  }
  dispatchPush(text: string | null) {
    const event: Omit<PushEventLike, 'waitUntil'> = {
      data: text === null ? null : { text: () => text },
    };
    return this.dispatch('push', event);
  }
  dispatchClick(notification: ShownNotificationLike) {
    const event: Omit<NotificationClickEventLike, 'waitUntil'> = { notification };
    return this.dispatch('notificationclick', event);
  }
}
