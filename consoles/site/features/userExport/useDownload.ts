import { api } from '#kit/request/api';

function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** A finished export's download: a one-time link from the server, opened at once. */
export function useDownload() {
  const [getLink, state] = api.useCreateUserExportDownloadMutation();
  const download = async (id: number) => {
    const result = await getLink({ body: { id } });
    const link = result.data?.data;
    if (link) saveFile(link.url, link.fileName);
  };
  return { download, busy: state.isLoading };
}
