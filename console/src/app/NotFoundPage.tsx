import { Body1, Title2 } from '@fluentui/react-components';
import { RouterLink } from '../kit/RouterLink';

export function NotFoundPage() {
  return (
    <section>
      <Title2 as="h1">Page not found</Title2>
      <Body1 as="p">
        There is nothing at this address. <RouterLink to="/">Go to Screens</RouterLink>
      </Body1>
    </section>
  );
}
