import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ExportFile } from '../../contracts';
import { callApi, type CallPayload } from '../api/client';

/** The browser saves a file the server made (a report, a certificate, a data export). */
export function saveFile(file: ExportFile): void {
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type FileCall = 'classExport' | 'schoolExport' | 'certificate' | 'childDataExport' | 'researchExport';

/** A download: the call by name and its payload; the file is saved when it arrives, an error is a toast. */
export function useDownload<Name extends FileCall>(name: Name) {
  return useMutation({
    mutationFn: (payload: CallPayload<Name>) => callApi(name, payload) as Promise<ExportFile>,
    onSuccess: saveFile,
  });
}

/** What a teacher can certify for a student of a class. */
export const certificateOptionsQuery = (characterId: number, groupId: number, studentId: number) =>
  queryOptions({
    queryKey: ['certificate-options', characterId, groupId, studentId],
    queryFn: () => callApi('certificateOptions', { characterId, groupId, studentId }),
  });

/** Sets or removes the school's logo. */
export function useSchoolLogo(characterId: number) {
  return useMutation({
    mutationFn: (logo: string) => callApi('schoolLogo', { characterId, logo }),
  });
}
