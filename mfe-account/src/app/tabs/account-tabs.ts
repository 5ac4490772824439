import type { AccountTab } from '@festive/contracts';

/** Every tab's label, in the order the tabs are shown (ACCOUNT_TABS in contracts). */
export const TAB_LABELS: Record<AccountTab, string> = {
  profile: 'Profile',
  orders: 'My Orders',
  addresses: 'Addresses',
  help: 'Help',
};

/**
 * The ids that tie each tab to its panel (aria-controls, aria-labelledby). Given to the tabs
 * widget too, so the stand-in, the widget and the panels the page draws all agree.
 */
export const tabTriggerId = (tab: string): string => `account-tab-trigger-${tab}`;
export const tabPanelId = (tab: string): string => `account-panel-${tab}`;

/** What the tab list is told on every change: the tab the shopper chose. */
export interface TabListProps {
  tab: AccountTab;
  onSelect: (tab: AccountTab) => void;
}

/** The tab row's own look, over the theme's `line` tabs: shared by the stand-in and the widget. */
export const TAB_LIST_LOOK = { overflowX: 'auto', scrollbar: 'hidden' } as const;
export const TAB_TRIGGER_LOOK = { fontWeight: 'semibold', whiteSpace: 'nowrap' } as const;
