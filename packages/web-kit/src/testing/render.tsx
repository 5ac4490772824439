// The DOM matchers' types (toBeDisabled, toHaveAttribute...) for every app whose tests import this;
// jest registers the matchers themselves from testing/setup.ts.
/// <reference types="@testing-library/jest-dom" />
import type { ReactElement, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import {
  PointerEventsCheckLevel,
  userEvent,
  type Options as UserEventOptions,
  type UserEvent,
} from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../api/query-client';
import { ShopToaster } from '../overlays/toaster';
import { ShopProvider } from '../providers/shop-provider';

export interface ShopRenderOptions {
  /** Where the page is: path and query, `/admin?tab=products`. */
  path?: string;
  /** The user-event options, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  user?: UserEventOptions;
}

export interface ShopRenderResult extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
  /** The paths navigated to, the first one included. */
  history: readonly string[];
}

/**
 * Renders `ui` as the shell would host it: the Chakra system and a fresh QueryClient of the
 * apps' own rules (no retries, nothing refetched behind the test's back) via `ShopProvider`, the
 * toaster region, and wouter on an in-memory location instead of the window's history.
 *
 * Awaited because Chakra's Zag machines (toaster, radio group...) start in a microtask after
 * mounting: letting them start inside `act` keeps their first state update out of the test's way.
 */
export async function renderWithShop(
  ui: ReactElement,
  options: ShopRenderOptions = {},
): Promise<ShopRenderResult> {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ShopProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
        <ShopToaster />
      </ShopProvider>
    );
  }
  const view = render(ui, { wrapper: Providers });
  await act(async () => {});
  return {
    ...view,
    // No pause between keystrokes, and no pointer-events check: happy-dom has no layout, so the
    // check would only cost a computed style per ancestor on every click.
    user: userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
      ...options.user,
    }),
    queryClient,
    history: location.history,
  };
}
