import type { AppLoadContext } from '@remix-run/node';
import type { z, ZodType } from 'zod';
import { requireOperator } from '~/features/accounts/index.server';
import { parseOrThrow, saveForm } from '~/lib/form.server';
import { tenantPath } from '~/lib/root-data';
import { redirectWithToast } from '~/lib/toast.server';

type Operator = { id: number; email: string };
type Toast = { type: 'success' | 'error'; key: string };

/**
 * The posts of a console list page that creates rows and acts on them (purchase codes, license periods):
 * the `create` intent saves the page's form (its problems by field, conform's reply); any other intent
 * acts on one row of the table, whose id and intent the page sets itself (a post that does not parse is
 * the error page). Both come back to the page with a toast.
 */
export async function listPageAction<Create extends ZodType, Row extends ZodType>(
  context: AppLoadContext,
  form: FormData,
  page: {
    path: string;
    create: {
      intent: string;
      schema: Create;
      save: (operator: Operator, value: z.output<Create>) => Promise<{ field: string; key: string } | null>;
      toast: string;
    };
    row: { schema: Row; act: (operator: Operator, value: z.output<Row>, form: FormData) => Promise<Toast> };
  },
) {
  const operator = await requireOperator(context);
  const back = tenantPath(context.tenant.domain, page.path);
  if (form.get('intent') === page.create.intent)
    return saveForm(
      form,
      page.create.schema,
      (value) => page.create.save(operator, value),
      () => redirectWithToast(back, { type: 'success', key: page.create.toast }),
    );
  return redirectWithToast(back, await page.row.act(operator, parseOrThrow(form, page.row.schema), form));
}
