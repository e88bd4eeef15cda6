import { httpError } from './http.server';

/** The posted form, or a 400 page when the body is not a form (never a 500). */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw httpError(400);
  }
}
