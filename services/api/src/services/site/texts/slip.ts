/** The slip reader's texts (packages/wallet/src/deposit: the inline reading state under the UTR field). */
export const SLIP_TEXTS: Record<string, string> = {
  'Reading the UTR from your slip…': 'आपकी पर्ची से UTR पढ़ा जा रहा है…',
  'Still reading your slip. You can type the UTR yourself meanwhile.': 'पर्ची अभी पढ़ी जा रही है। तब तक आप UTR खुद भी लिख सकते हैं।',
};
