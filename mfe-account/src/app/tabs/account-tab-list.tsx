import { useEffect } from 'react';
import { ACCOUNT_TABS } from '@festive/contracts';
import { Tabs } from '@festive/web-kit/controls';
import {
  TAB_LABELS,
  TAB_LIST_LOOK,
  TAB_TRIGGER_LOOK,
  type TabListProps,
  tabPanelId,
  tabTriggerId,
} from './account-tabs';

/**
 * The tabs widget (Chakra's, on zag-js): arrow keys, Home and End move between the tabs. It draws
 * only the row; the page draws the panels it points at, so they stay as they are when this
 * replaces the stand-in. `focusTab` is the stand-in tab that had the keyboard's focus.
 */
export function AccountTabList({ tab, onSelect, focusTab }: TabListProps & { focusTab?: string }) {
  useEffect(() => {
    if (focusTab) document.getElementById(tabTriggerId(focusTab))?.focus();
  }, [focusTab]);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={({ value }) => {
        const chosen = ACCOUNT_TABS.find((known) => known === value);
        if (chosen) onSelect(chosen);
      }}
      ids={{ trigger: tabTriggerId, content: tabPanelId }}
      colorPalette="maroon"
      variant="line"
    >
      <Tabs.List {...TAB_LIST_LOOK} data-testid="account-tabs">
        {ACCOUNT_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} {...TAB_TRIGGER_LOOK} data-testid={`account-tab-${value}`}>
            {TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
