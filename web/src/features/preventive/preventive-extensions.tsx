import type { ResourceExtensions } from '../../resources/extensions/resource-extensions';
import { PLAN_ACTIONS } from './plan-actions';
import { PlanOccurrencesTab } from './plan-occurrences-tab';
import { PlanWorkOrdersTab } from './plan-work-orders-tab';
import { RecurrenceSummary, planSentence } from './recurrence-summary';

/** What preventive maintenance adds to the plans' generic screens: its actions, two tabs and the rule's sentence. */
export const preventiveExtensions: ResourceExtensions = {
  schedulers: {
    actions: PLAN_ACTIONS,
    // The page reads the plan's rule as a sentence rather than leaving it to the field list.
    header: (row, t, language) => ({ subtitle: planSentence(row, t, language) }),
    formNotes: [{ key: 'recurrence', after: 'basis', render: (values) => <RecurrenceSummary values={values} /> }],
    tabs: [
      {
        key: 'occurrences',
        labelKey: 'preventive.tabs.occurrences',
        render: (row) => (
          <PlanOccurrencesTab planId={row.id} nextDate={typeof row.next_date === 'string' ? row.next_date : null} />
        ),
      },
      {
        key: 'workorders',
        labelKey: 'preventive.tabs.workOrders',
        render: (row) => <PlanWorkOrdersTab planId={row.id} />,
      },
    ],
  },
};
