import { useTranslation } from 'react-i18next';

/**
 * How to play, with both contest types worked through on one example (SPEC: the app state holds the tutorials).
 * A details element: closed on the list, so the matches come first; open on its own when linked with #how-to-play.
 */
export function HowToPlay({ open = false }: { open?: boolean }) {
  const { t } = useTranslation();
  return (
    <details className="f-card f-howto" id="how-to-play" open={open || window.location.hash === '#how-to-play'} style={{ marginTop: 14 }}>
      <summary>
        <strong>{t('How to play')}</strong>
      </summary>
      <ol>
        <li>{t('Pick a match before it starts.')}</li>
        <li>{t('Build a fight team of 1 to 6 players from the two squads.')}</li>
        <li>{t('Choose Max Run or Max Ball and your stake, then post the fight, take an open one, or ask to be paired.')}</li>
        <li>{t('Teams lock when the match starts. Follow the running totals live.')}</li>
        <li>{t('The higher total wins both stakes less the commission. A tie, a fight nobody took, or an abandoned match refunds your stake in full.')}</li>
      </ol>
      <h3>{t('Max Run')}</h3>
      <p>{t('Your total is the runs your players score.')}</p>
      <div className="f-example">
        {t('Example: you pick Aarav (45 runs off 30 balls) and Kabir (12 off 15): 57 runs. Your opponent picks Rohan (30 off 20) and Dev (20 off 25): 50 runs. You win.')}
      </div>
      <h3>{t('Max Ball')}</h3>
      <p>{t('Your total is the balls your players face.')}</p>
      <div className="f-example">
        {t('Example: the same teams face 30 + 15 = 45 balls and 20 + 25 = 45 balls: a tie, so both stakes come back in full.')}
      </div>
      <h3>{t('Winnings')}</h3>
      <div className="f-example">
        {t('Example: both stake ₹100 with a 5% commission. The pot is ₹200, the commission ₹10, so the winner gets ₹190: a profit of ₹90.')}
      </div>
    </details>
  );
}
