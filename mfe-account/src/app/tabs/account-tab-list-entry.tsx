import { lazy, Suspense, useState } from 'react';
import { chakra } from '@festive/web-kit';
import { ACCOUNT_TABS, type AccountTab } from '@festive/contracts';
import { TAB_LABELS, type TabListProps, tabPanelId, tabTriggerId } from './account-tabs';
import { STAND_IN_LIST, STAND_IN_TRIGGER } from './stand-in-look';

const loadTabList = () => import('./account-tab-list');
const AccountTabList = lazy(() => loadTabList().then((module) => ({ default: module.AccountTabList })));

/**
 * The account's tab row. The tabs widget needs the later pages' controls (some 50 KB with its
 * state machines), which a shopper who only looks at their profile should not download. Until it
 * is wanted the row is drawn by plain buttons with the widget's look and the same roles; a press
 * on one opens its tab (the tab lives in the URL), so a pointer never needs the widget. The
 * keyboard does (arrow keys, Home, End): keyboard focus, or a key other than Enter or Space,
 * fetches the widget and hands the row over, keeping the focus on the same tab. A pointer coming
 * near only fetches it, so the button it is about to press is not replaced under it.
 */
export function AccountTabListEntry({ tab, onSelect }: TabListProps) {
  const [focusTab, setFocusTab] = useState<AccountTab | null>(null);
  const standIn = (
    <chakra.div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      css={STAND_IN_LIST}
      data-testid="account-tabs"
      onPointerEnter={() => void loadTabList()}
    >
      {ACCOUNT_TABS.map((value) => (
        <chakra.button
          key={value}
          type="button"
          role="tab"
          id={tabTriggerId(value)}
          aria-controls={tabPanelId(value)}
          aria-selected={value === tab}
          data-selected={value === tab ? '' : undefined}
          data-orientation="horizontal"
          tabIndex={value === tab ? 0 : -1}
          css={STAND_IN_TRIGGER}
          data-testid={`account-tab-${value}`}
          onFocus={(event) => {
            void loadTabList();
            if (event.currentTarget.matches(':focus-visible')) setFocusTab(value);
          }}
          // Enter and Space press the button itself; any other key asks for the widget.
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') setFocusTab(value);
          }}
          onClick={() => onSelect(value)}
        >
          {TAB_LABELS[value]}
        </chakra.button>
      ))}
    </chakra.div>
  );
  if (!focusTab) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountTabList tab={tab} onSelect={onSelect} focusTab={focusTab} />
    </Suspense>
  );
}
