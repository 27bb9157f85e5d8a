/**
 * Whether Firebase has kept a signed-in user in this browser: the check for browsers whose
 * session hint is unknown, such as those signed in before the hint existed. Firebase keeps the
 * user under `firebase:authUser:<apiKey>:<app>` in IndexedDB (`firebaseLocalStorageDb`), or in
 * local or session storage where IndexedDB is unavailable. It only reads, without the SDK.
 */
const USER_KEY_PREFIX = "firebase:authUser:";
const DB_NAME = "firebaseLocalStorageDb";
const STORE_NAME = "firebaseLocalStorage";

export function isFirebaseUserKey(key: unknown): boolean {
  return typeof key === "string" && key.startsWith(USER_KEY_PREFIX);
}

export function hasFirebaseUserIn(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    if (isFirebaseUserKey(storage.key(index))) return true;
  }
  return false;
}

function hasFirebaseUserInIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    // The database does not exist: abort its creation rather than leave an empty one behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const answer = (found: boolean) => {
        db.close();
        resolve(found);
      };
      try {
        if (!db.objectStoreNames.contains(STORE_NAME)) {
          answer(false);
          return;
        }
        const keys = db.transaction(STORE_NAME, "readonly").objectStore(STORE_NAME).getAllKeys();
        keys.onsuccess = () => answer(keys.result.some(isFirebaseUserKey));
        keys.onerror = () => answer(false);
      } catch {
        // The database is closing (deleted by another tab, say): nothing to read.
        answer(false);
      }
    };
  });
}

/** True when Firebase has kept a signed-in user in this browser. */
export async function findFirebaseSession(): Promise<boolean> {
  try {
    if (hasFirebaseUserIn(window.localStorage) || hasFirebaseUserIn(window.sessionStorage)) return true;
  } catch {
    // Storage blocked: Firebase could not have used it either.
  }
  if (typeof indexedDB === "undefined") return false;
  try {
    return await hasFirebaseUserInIndexedDb();
  } catch {
    return false;
  }
}
