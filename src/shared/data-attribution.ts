// The attribution the OGL-ROU-1.0 licence of the locality and postal-code data requires
// (server/data/romania/README.md). Shown in the app's footer; pure data, shared with the server.
export const DATA_ATTRIBUTION =
  'Conține informații publice pe baza Licenței pentru Guvernare Deschisă v1.0 (INS – SIRUTA; Poșta Română – coduri poștale).';
