import type { ReactNode } from 'react';
import { remoteWidgets, type WidgetName, type WidgetProps } from '@aayra/app-contract/remote-contract';
import { RemoteComponent } from './RemoteComponent';

/** A widget that takes props must be given them; one that takes none is placed bare. */
type PropsOf<W extends WidgetName> = keyof WidgetProps[W] extends never ? { props?: never } : { props: WidgetProps[W] };

type RemoteWidgetProps<W extends WidgetName> = {
  widget: W;
  renderFallback?: (retry: () => void) => ReactNode;
} & PropsOf<W>;

/** A component a remote provides for the shell to place: a home card, the stats dialog... */
export function RemoteWidget<W extends WidgetName>({ widget, props, renderFallback }: RemoteWidgetProps<W>) {
  const { remote, widget: name } = remoteWidgets[widget];
  return (
    <RemoteComponent<WidgetProps[W]>
      remote={remote}
      expose="widgets"
      name={name}
      props={props}
      renderFallback={renderFallback}
    />
  );
}
