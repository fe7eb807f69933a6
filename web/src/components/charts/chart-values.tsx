import { VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from './chart-types';

/**
 * A chart's figures as a table only screen readers see: the chart's text alternative (the drawing
 * itself is hidden from them). A point without data reads "No data", not 0.
 */
export function ChartValues({
  title,
  points,
  testId,
}: {
  title: string;
  points: readonly ChartPoint[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    // The hidden box clips the table (a table never shrinks to the box's 1 px, and would widen the page).
    <VisuallyHidden asChild>
      <div>
        <table data-testid={`${testId}-values`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.category')}</th>
              <th scope="col">{t('charts.value')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                <td>{point.value === null ? t('charts.noData') : number.format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </VisuallyHidden>
  );
}
