import { Box, Card, Flex, Heading, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resources, type ListResponse, type ResourceDecl } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { LoadFailed } from '../components/load-failed';
import { storedUserData } from '../auth/session-storage';
import { useAppAbility } from '../auth/use-app-ability';
import { PageHeader } from '../layout/page-header';
import { RESOURCE_AREAS, resourcePath } from '../resources/resource-path';
import { resourceIcon } from '../layout/resource-icon';
import { DashboardGrid } from '../dashboard/dashboard-grid';
import { resourceTitleKey } from '../resources/resource-keys';
import { sectionTitleKey } from '../layout/menu-items';

/**
 * Landing page: a greeting and the maintenance dashboard of the user's role; a role without dashboard
 * tiles gets one tile per readable master-data list with its row count.
 */
export function HomePage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const user = storedUserData();
  const readable = resources.filter((r) => ability.can('read', r.permission));
  return (
    <>
      <PageHeader
        title={t('home.welcome', { name: user?.fullName ?? '' })}
        subtitle={t('dashboard.subtitle')}
        crumbs={[{ label: t('menu.dashboard') }]}
      />
      <DashboardGrid
        fallback={
          <>
            {readable.length === 0 ? (
              <Text color="fg.muted">{t('home.nothingToShow')}</Text>
            ) : (
              RESOURCE_AREAS.map((area) => {
                const tiles = readable.filter((r) => r.area === area);
                if (tiles.length === 0) return null;
                return (
                  <Box key={area} mb="8">
                    <Heading size="md" mb="4">
                      {t(sectionTitleKey(area))}
                    </Heading>
                    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
                      {tiles.map((r) => (
                        <ResourceTile key={r.name} resource={r} />
                      ))}
                    </SimpleGrid>
                  </Box>
                );
              })
            )}
          </>
        }
      />
    </>
  );
}

function ResourceTile({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useApiQuery<ListResponse<unknown>>(
    apiKey(`${resource.name}.list`, {}, { limit: 1, offset: 0 }),
  );
  const TileIcon = resourceIcon(resource.name);
  return (
    <Link to={resourcePath(resource)} data-testid={`tile-${resource.name}`}>
      <Card.Root
        size="sm"
        h="full"
        transition="all 150ms ease"
        _hover={{ borderColor: 'teal.emphasized', boxShadow: 'md', transform: 'translateY(-1px)' }}
      >
        <Card.Body>
          <Flex align="center" gap="4">
            <Box p="3" borderRadius="lg" bg="teal.subtle" color="teal.fg">
              <Icon boxSize="5">
                <TileIcon />
              </Icon>
            </Box>
            <Box minW="0">
              <Text fontSize="sm" color="fg.muted" truncate>
                {t(resourceTitleKey(resource.name))}
              </Text>
              {data ? (
                <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
                  {data.total.toLocaleString()}
                </Text>
              ) : error ? (
                <LoadFailed
                  title={t('home.countFailed')}
                  error={error}
                  retry={() => void mutate()}
                  testId="tile-failed"
                  inline
                />
              ) : (
                <Skeleton h="7" w="12" mt="1" />
              )}
            </Box>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Link>
  );
}
