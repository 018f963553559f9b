import { Body1, Title2 } from '@fluentui/react-components';
import { NOT_FOR_YOU } from './adminFormat';

/**
 * What an account admin sees on a page that crosses accounts: the page's name as its heading
 * (so the page reads like every other one) and who the page is for.
 */
export function ServiceAdminsOnly({ title }: { title: string }) {
  return (
    <section>
      <Title2 as="h1">{title}</Title2>
      <Body1 as="p">{NOT_FOR_YOU}</Body1>
    </section>
  );
}
