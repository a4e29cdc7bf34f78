// Shared by the demo games: the launch, texts, API calls, and messages to the portal that framed us.
(() => {
  const params = new URLSearchParams(location.search);
  const lang = (params.get('lang') || 'ES').toLowerCase();
  const TEXTS = {
    es: {
      bet: 'Apostar',
      cashOut: 'Retirar',
      autoCashOut: 'Retiro automático en (×, opcional)',
      closesIn: 'Las apuestas cierran en',
      seconds: 's',
      flying: 'En vuelo',
      crashedAt: 'Se estrelló en',
      cashedOutAt: 'Retiraste en',
      lostAt: 'Apuesta perdida: se estrelló en',
      betPlaced: 'Apuesta hecha: espera el despegue',
      windowClosed: 'Las apuestas de esta ronda están cerradas: apuesta en la siguiente',
      betSettled: 'Esa apuesta ya se liquidó: mira su resultado en tu historial de apuestas',
      waitNext: 'Espera la próxima ronda para apostar',
      history: 'Rondas recientes',
      crashPoint: 'Se estrelló en',
      hash: 'Hash',
      nextHash: 'Hash de la próxima ronda',
      fair: 'Cada ronda publica el hash SHA-256 de su semilla antes de abrir, y la semilla tras estrellarse',
      invalidAuto: 'El retiro automático va de 1.01 a 1000',
      balance: 'Saldo',
      stake: 'Apuesta',
      spin: 'Girar',
      win: 'Premio',
      lastWin: 'Has ganado',
      jackpotWon: '¡JACKPOT!',
      noWin: 'Sin premio esta vez',
      fun: 'Modo diversión · dinero de juego',
      paytable: 'Tabla de premios',
      threeOf: '3 iguales en una línea',
      lines: 'líneas',
      round: 'Ronda',
      seed: 'Semilla',
      low: 'Saldo insuficiente para esta apuesta',
      ended: 'La sesión del juego terminó. Ábrelo de nuevo desde el portal.',
      failed: 'La ronda no se pudo completar; te devolvimos la apuesta.',
      pick: 'Elige hasta 3 números',
      place: 'Apostar',
      draw: 'Sortear',
      cancel: 'Cancelar y devolver',
      drawn: 'Números sorteados',
      hits: 'Aciertos',
      open: 'Apuesta hecha: sortea cuando quieras',
      less: 'Menos',
      more: 'Más',
      demo: 'Juego de demostración de',
      pays: 'Cada acierto paga 19 veces su parte de la apuesta',
      error: 'Algo salió mal. Inténtalo de nuevo.',
      lossLimit: 'Esta apuesta superaría tu límite de pérdidas. Te quedan',
      sessionLimit: 'Has alcanzado tu límite de tiempo de sesión. La sesión ha terminado.',
      inProgress: 'Tu apuesta aún se está confirmando. Inténtalo de nuevo en un momento.',
      tooManyOpen: 'Tienes demasiadas apuestas abiertas: sortea o cancela alguna antes de apostar de nuevo.',
      confirming: 'Confirmando tu apuesta…',
      walletTimeout: 'Tu monedero no confirmó la apuesta a tiempo y se canceló. Si se cobró, se te devuelve.',
    },
    en: {
      bet: 'Bet',
      cashOut: 'Cash out',
      autoCashOut: 'Auto cash-out at (×, optional)',
      closesIn: 'Bets close in',
      seconds: 's',
      flying: 'In flight',
      crashedAt: 'Crashed at',
      cashedOutAt: 'You cashed out at',
      lostAt: 'Bet lost: crashed at',
      betPlaced: 'Bet placed: wait for take-off',
      windowClosed: 'Bets for this round are closed: bet on the next one',
      betSettled: 'That bet has been settled: see its result in your betting record',
      waitNext: 'Wait for the next round to bet',
      history: 'Recent rounds',
      crashPoint: 'Crashed at',
      hash: 'Hash',
      nextHash: 'Next round hash',
      fair: 'Each round publishes the SHA-256 hash of its seed before it opens, and the seed after it crashes',
      invalidAuto: 'Auto cash-out goes from 1.01 to 1000',
      balance: 'Balance',
      stake: 'Stake',
      spin: 'Spin',
      win: 'Win',
      lastWin: 'You won',
      jackpotWon: 'JACKPOT!',
      noWin: 'No win this time',
      fun: 'Fun mode · play money',
      paytable: 'Paytable',
      threeOf: '3 of a kind on a line',
      lines: 'lines',
      round: 'Round',
      seed: 'Seed',
      low: 'Balance too low for this stake',
      ended: 'This game session has ended. Open the game again from the portal.',
      failed: 'The round could not be completed; your stake was returned.',
      pick: 'Pick up to 3 numbers',
      place: 'Place bet',
      draw: 'Draw',
      cancel: 'Cancel and refund',
      drawn: 'Numbers drawn',
      hits: 'Hits',
      open: 'Bet placed: draw whenever you like',
      less: 'Less',
      more: 'More',
      demo: 'Demo game of',
      pays: 'Each hit pays 19 times its share of the stake',
      error: 'Something went wrong. Please try again.',
      lossLimit: 'This bet would pass your loss limit. You can still stake',
      sessionLimit: 'You have reached your session time limit. This session has ended.',
      inProgress: 'Your bet is still being confirmed. Try again in a moment.',
      tooManyOpen: 'You have too many open bets: draw or cancel one before betting again.',
      confirming: 'Confirming your bet…',
      walletTimeout:
        'Your wallet did not confirm the bet in time, so it was cancelled. If the stake was taken, it is given back.',
    },
    pt: {
      bet: 'Apostar',
      cashOut: 'Sacar',
      autoCashOut: 'Saque automático em (×, opcional)',
      closesIn: 'As apostas fecham em',
      seconds: 's',
      flying: 'Em voo',
      crashedAt: 'Caiu em',
      cashedOutAt: 'Você sacou em',
      lostAt: 'Aposta perdida: caiu em',
      betPlaced: 'Aposta feita: aguarde a decolagem',
      windowClosed: 'As apostas desta rodada estão fechadas: aposte na próxima',
      betSettled: 'Essa aposta já foi liquidada: veja o resultado no seu histórico de apostas',
      waitNext: 'Aguarde a próxima rodada para apostar',
      history: 'Rodadas recentes',
      crashPoint: 'Caiu em',
      hash: 'Hash',
      nextHash: 'Hash da próxima rodada',
      fair: 'Cada rodada publica o hash SHA-256 da sua semente antes de abrir, e a semente depois de cair',
      invalidAuto: 'O saque automático vai de 1.01 a 1000',
      balance: 'Saldo',
      stake: 'Aposta',
      spin: 'Girar',
      win: 'Prêmio',
      lastWin: 'Você ganhou',
      jackpotWon: 'JACKPOT!',
      noWin: 'Sem prêmio desta vez',
      fun: 'Modo diversão · dinheiro de jogo',
      paytable: 'Tabela de prêmios',
      threeOf: '3 iguais em uma linha',
      lines: 'linhas',
      round: 'Rodada',
      seed: 'Semente',
      low: 'Saldo insuficiente para esta aposta',
      ended: 'A sessão do jogo terminou. Abra-o de novo pelo portal.',
      failed: 'A rodada não pôde ser concluída; devolvemos sua aposta.',
      pick: 'Escolha até 3 números',
      place: 'Apostar',
      draw: 'Sortear',
      cancel: 'Cancelar e devolver',
      drawn: 'Números sorteados',
      hits: 'Acertos',
      open: 'Aposta feita: sorteie quando quiser',
      less: 'Menos',
      more: 'Mais',
      demo: 'Jogo de demonstração de',
      pays: 'Cada acerto paga 19 vezes sua parte da aposta',
      error: 'Algo deu errado. Tente de novo.',
      lossLimit: 'Esta aposta ultrapassaria seu limite de perdas. Você ainda pode apostar',
      sessionLimit: 'Você atingiu seu limite de tempo de sessão. A sessão terminou.',
      inProgress: 'Sua aposta ainda está sendo confirmada. Tente de novo em um instante.',
      tooManyOpen: 'Você tem apostas abertas demais: sorteie ou cancele uma antes de apostar de novo.',
      confirming: 'Confirmando sua aposta…',
      walletTimeout:
        'Sua carteira não confirmou a aposta a tempo e ela foi cancelada. Se o valor foi cobrado, ele é devolvido.',
    },
    th: {
      bet: 'เดิมพัน',
      cashOut: 'ถอนเงิน',
      autoCashOut: 'ถอนอัตโนมัติที่ (×, ไม่บังคับ)',
      closesIn: 'ปิดรับเดิมพันใน',
      seconds: 'วิ',
      flying: 'กำลังบิน',
      crashedAt: 'ตกที่',
      cashedOutAt: 'คุณถอนที่',
      lostAt: 'แพ้เดิมพัน: ตกที่',
      betPlaced: 'วางเดิมพันแล้ว รอเครื่องขึ้น',
      windowClosed: 'ปิดรับเดิมพันรอบนี้แล้ว เดิมพันรอบถัดไป',
      betSettled: 'เดิมพันนี้ได้รับการชำระแล้ว ดูผลได้ในประวัติการเดิมพัน',
      waitNext: 'รอรอบถัดไปเพื่อเดิมพัน',
      history: 'รอบล่าสุด',
      crashPoint: 'ตกที่',
      hash: 'แฮช',
      nextHash: 'แฮชของรอบถัดไป',
      fair: 'ทุกรอบเผยแฮช SHA-256 ของซีดก่อนเปิด และเผยซีดหลังเครื่องตก',
      invalidAuto: 'ถอนอัตโนมัติได้ตั้งแต่ 1.01 ถึง 1000',
      balance: 'ยอดเงิน',
      stake: 'เดิมพัน',
      spin: 'หมุน',
      win: 'รางวัล',
      lastWin: 'คุณได้รับ',
      jackpotWon: 'แจ็กพอต!',
      noWin: 'ครั้งนี้ไม่ได้รางวัล',
      fun: 'โหมดทดลอง · เงินจำลอง',
      paytable: 'ตารางรางวัล',
      threeOf: '3 ตัวเหมือนกันในหนึ่งไลน์',
      lines: 'ไลน์',
      round: 'รอบ',
      seed: 'ซีด',
      low: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
      ended: 'เซสชันเกมสิ้นสุดแล้ว กรุณาเปิดเกมใหม่จากพอร์ทัล',
      failed: 'รอบนี้ไม่สำเร็จ เราคืนเงินเดิมพันแล้ว',
      pick: 'เลือกได้สูงสุด 3 ตัวเลข',
      place: 'วางเดิมพัน',
      draw: 'ออกรางวัล',
      cancel: 'ยกเลิกและคืนเงิน',
      drawn: 'เลขที่ออก',
      hits: 'ถูก',
      open: 'วางเดิมพันแล้ว กดออกรางวัลได้เลย',
      less: 'ลด',
      more: 'เพิ่ม',
      demo: 'เกมเดโมของ',
      pays: 'ถูกแต่ละตัวจ่าย 19 เท่าของส่วนเดิมพัน',
      error: 'เกิดข้อผิดพลาด กรุณาลองใหม่',
      lossLimit: 'เดิมพันนี้จะเกินวงเงินขาดทุนของคุณ ยังเดิมพันได้อีก',
      sessionLimit: 'คุณใช้เวลาเล่นครบตามที่กำหนดแล้ว เซสชันนี้สิ้นสุดแล้ว',
      inProgress: 'เดิมพันของคุณกำลังรอการยืนยัน โปรดลองอีกครั้งในอีกสักครู่',
      tooManyOpen: 'คุณมีเดิมพันที่ยังเปิดอยู่มากเกินไป: ออกรางวัลหรือยกเลิกก่อนเดิมพันใหม่',
      confirming: 'กำลังยืนยันเดิมพันของคุณ…',
      walletTimeout: 'กระเป๋าเงินของคุณไม่ยืนยันเดิมพันทันเวลา เดิมพันจึงถูกยกเลิก หากมีการหักเงินไปแล้วจะได้รับคืน',
    },
  };
  const texts = TEXTS[lang] || TEXTS.es;
  const locale = { es: 'es-ES', en: 'en-US', pt: 'pt-BR', th: 'th-TH' }[lang] || 'es-ES';

  async function api(path, body) {
    const response = await fetch(
      path,
      body
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : undefined,
    );
    const answer = await response
      .json()
      .catch(() => ({ success: false, errorCode: 'network_error', message: texts.error }));
    if (!answer.success)
      throw Object.assign(new Error(answer.message), { code: answer.errorCode, value: answer.value });
    return answer.value;
  }

  let portalOrigin = null;
  /** Tells the portal that framed the game about its balance; only that exact origin may read it. */
  function notify(type, detail) {
    if (portalOrigin && window.parent !== window)
      window.parent.postMessage({ source: 'croupier-game', type, ...detail }, portalOrigin);
  }

  window.CroupierGame = {
    launch: params.get('launch') || '',
    /** A game's own words, by language, added to the shared table (loaded before the game's script). */
    addTexts(table) {
      for (const [language, words] of Object.entries(table)) Object.assign((TEXTS[language] ||= {}), words);
    },
    t: (key) => texts[key] || TEXTS.es[key] || key,
    money: (amount, symbol) =>
      `${symbol} ${Number(amount).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    api,
    notify,
    requestId: () =>
      crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2),
    async session() {
      const session = await api(`/play/api/session?launch=${encodeURIComponent(params.get('launch') || '')}`);
      portalOrigin = session.portalOrigin;
      // The page around the frame has its own main landmark: the game's is told apart by its name.
      document.getElementById('game')?.setAttribute('aria-label', session.game.name);
      return session;
    },
    /** The session, or null after saying in the game's place why it could not open. */
    async open(root) {
      try {
        return await window.CroupierGame.session();
      } catch (error) {
        root.innerHTML = '';
        root.append(
          window.CroupierGame.el('p', {
            class: 'game__message game__message--error',
            text:
              error.code === 'launch_expired'
                ? window.CroupierGame.t('ended')
                : window.CroupierGame.t('error'),
          }),
        );
        return null;
      }
    },
    /**
     * What to tell the player when a bet is refused. The platform's safer-gambling refusals come
     * with their reason: a loss limit names what is left, a session limit ends the game.
     */
    errorText(error, symbol) {
      const t = window.CroupierGame.t;
      switch (error.code) {
        case 'insufficient_balance':
          return t('low');
        case 'round_failed':
          return t('failed');
        case 'wallet_timeout':
          return t('walletTimeout');
        case 'launch_expired':
          return t('ended');
        case 'session_limit_reached':
          return t('sessionLimit');
        case 'round_in_progress':
          return t('inProgress');
        case 'too_many_open_rounds':
          return t('tooManyOpen');
        case 'bet_window_closed':
          return t('windowClosed');
        case 'bet_settled':
          return t('betSettled');
        case 'loss_limit_exceeded':
          return `${t('lossLimit')} ${window.CroupierGame.money(error.value?.remaining ?? 0, symbol)}.`;
        default:
          return t('error');
      }
    },
    /**
     * Waits for a bet's answer; if it takes more than a second (a seamless player's wallet is slow
     * to confirm the stake), says in `status` that the bet is being confirmed, so a busy button is
     * never all the player sees.
     */
    async confirming(status, answer) {
      const slow = setTimeout(() => {
        status.classList.remove('game__message--win');
        status.textContent = window.CroupierGame.t('confirming');
      }, 1000);
      try {
        return await answer;
      } finally {
        clearTimeout(slow);
      }
    },
    el(tag, attributes = {}, children = []) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes)) {
        if (key === 'text') node.textContent = value;
        else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
        else if (value !== false && value !== undefined) node.setAttribute(key, value === true ? '' : value);
      }
      for (const child of [].concat(children)) if (child) node.append(child);
      return node;
    },
  };
})();
