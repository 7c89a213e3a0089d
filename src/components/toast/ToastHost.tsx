import {
  Component,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { lazyWithPreload } from '@/utils/lazyWithPreload';
import { whenIdle } from '@/utils/schedule';
import { toastStore } from '@/utils/toast';
import type { ToastStackProps } from './ToastStack';

let loadedStack: ComponentType<ToastStackProps> | undefined;
const LazyToastStack = lazyWithPreload(() =>
  import('./ToastStack').then((module) => {
    loadedStack = module.ToastStack;
    return { default: module.ToastStack };
  }),
);
let Stack: ComponentType<ToastStackProps> | undefined;
// React.lazy suspends on its first render even when the chunk is already here, and a suspended reveal can be
// held back for up to 300 ms: once preloaded, the stack is rendered directly. The choice is made once, so the
// component type (and the toasts' timers) never change under a mounted stack.
const stackComponent = () => (Stack ??= loadedStack ?? LazyToastStack);

// The host sits above every route's error boundary: a toast chunk that fails to load must cost the toasts only.
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Always mounted (AppProviders) and tiny: what draws the toasts is a chunk of its own, fetched once the page is
 * idle so that the first toast still shows at once.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  useEffect(() => toastStore.attachHost(), []);
  useEffect(() => whenIdle(() => void LazyToastStack.preload().catch(() => undefined)), []);
  if (!toasts.length) return null;
  const ToastStack = stackComponent();
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ToastStack toasts={toasts} onClose={toastStore.dismiss} />
      </Suspense>
    </QuietBoundary>
  );
}
