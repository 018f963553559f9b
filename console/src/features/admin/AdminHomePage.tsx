import {
  Body1,
  Card,
  CardHeader,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isAdminRole } from '@marquee/sdk/model';
import { RouterLink } from '../../kit/RouterLink';
import { useSession } from '../../shared/session/session';
import { adminPagesFor } from './adminPages';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
});

/** /admin: the Admin Console's home, a card per admin page there is. */
export function AdminHomePage() {
  const styles = useStyles();
  const session = useSession();
  const admin = session.role !== null && isAdminRole(session.role);
  const pages = adminPagesFor(session.role === 'ROLE_GOD');
  return (
    <section className={styles.root}>
      <Title2 as="h1">Admin Console</Title2>
      {admin ? (
        <ul className={styles.list} aria-label="Admin pages">
          {pages.map((page) => (
            <li key={page.path}>
              <Card className={styles.card}>
                <CardHeader
                  header={
                    <RouterLink to={page.path}>
                      <Text weight="semibold">{page.name}</Text>
                    </RouterLink>
                  }
                  description={<Body1>{page.description}</Body1>}
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <Body1 as="p">This page is for admins.</Body1>
      )}
    </section>
  );
}
