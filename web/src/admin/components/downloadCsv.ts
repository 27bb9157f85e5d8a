import { currentAuthUser } from "../../account";

export interface DownloadedCsv {
  /** The file's name, as the server named it. */
  name: string;
  headers: Headers;
}

/**
 * Downloads an admin CSV (the orders export, the sales report's): fetched with the admin's ID
 * token (a plain link cannot send it), then saved through a temporary object URL under the name
 * the server gives. Throws an Error with words to show: the server's `{ message }`, or `what`
 * ("the orders") in a sentence of its own.
 */
export async function downloadCsv(url: string, what: string, fallbackName: string): Promise<DownloadedCsv> {
  const token = (await currentAuthUser()?.getIdToken()) ?? null;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(`Failed to export ${what}: the server could not be reached.`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Failed to export ${what} (${String(response.status)}).`);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/u.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  return { name, headers: response.headers };
}
