import type { ReactNode } from 'react';
import { remoteWidgets } from '@aayra/app-contract/remote-contract';
import { RemoteComponent } from './RemoteComponent';

interface RemoteWidgetProps<P> {
  widget: keyof typeof remoteWidgets;
  props?: P;
  renderFallback?: (retry: () => void) => ReactNode;
}

/** A component a remote provides for the shell to place: a home card, the stats dialog... */
export function RemoteWidget<P extends object>({ widget, props, renderFallback }: RemoteWidgetProps<P>) {
  const { remote, widget: name } = remoteWidgets[widget];
  return (
    <RemoteComponent<P>
      remote={remote}
      expose="widgets"
      name={name}
      props={props}
      renderFallback={renderFallback}
    />
  );
}
