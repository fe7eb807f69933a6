import { Fragment, useRef, type ReactNode } from 'react';
import { Breadcrumb, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../auth/use-app-ability';
import { homeLabel } from './menu-items';
import { useClearOfToasts } from '../toast/toast-clearance';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Every page opens with the same header: breadcrumbs, title, optional subtitle and actions (never under a
 * toast). A crumb to `/` is the role's home: it says the home's name ("My work", "My requests"), as the menu does.
 */
export function PageHeader({
  title,
  subtitle,
  crumbs,
  actions,
}: {
  title: string;
  subtitle?: string;
  crumbs: Crumb[];
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useClearOfToasts(ref);
  const { t } = useTranslation();
  const home = t(homeLabel(useAppAbility()));
  return (
    <Flex
      ref={ref}
      data-testid="page-header"
      mb="6"
      gap="4"
      align={{ base: 'flex-start', md: 'flex-end' }}
      justify="space-between"
      wrap="wrap"
    >
      <Stack gap="2">
        <Breadcrumb.Root size="sm">
          {/* Crumbs wrap whole onto the next line: the recipe's break-word let a narrow phone split "Rapports". */}
          <Breadcrumb.List flexWrap="wrap" wordBreak="normal" overflowWrap="normal">
            {crumbs.map((crumb, index) => (
              <Fragment key={`${crumb.label}-${index}`}>
                {index > 0 && <Breadcrumb.Separator className="rtl-mirror" />}
                <Breadcrumb.Item>
                  {crumb.to ? (
                    <Breadcrumb.Link asChild>
                      <Link to={crumb.to}>{crumb.to === '/' ? home : crumb.label}</Link>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading as="h1" size="2xl" data-testid="page-title">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" data-testid="page-subtitle">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions && (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
