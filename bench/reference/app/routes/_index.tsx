import type { MetaFunction } from '@remix-run/node';

export const meta: MetaFunction = () => [{ title: 'reference' }];

export default function Index() {
  return <p>ok</p>;
}
