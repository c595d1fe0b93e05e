// The panels' titles, claims and questions, and the tour's words: used before a panel's code (the contents, each
// section's heading), so they come with the page's strings.
export default {
  'sylvester.title': 'Sylvester’s criterion, step by step',
  'featureMaps.title': 'Feature maps you can hold: φ written out, counted, timed and lifted',
  'gammaSweep.title': 'RBF kernel: one γ sets the effective rank',
  'sigmoid.title': 'The sigmoid kernel: a similarity that fails the PSD test',
  'attention.title': 'Attention scores: the same n × n place, not a Gram matrix',
  'kernel.title': 'Can I plug in my own similarity? A kernel checker',
  'methods.title': 'What breaks, shown: kernel ridge regression and an SVM on your kernel',
  // Each panel's claim from the article, in one sentence, above the panel; the link to the next panel below it.
  'claim.similarity': 'The article’s claim: not every table of similarities is a Gram matrix — only a {@psd} table comes from vectors.',
  'claim.sylvester': 'The article’s claim: whether a table is {@psd} can be decided from its eigenvalues or from its principal minors.',
  'claim.feature-maps':
    'The article’s claim: a kernel gives the inner product without building φ; built, φ for d = 768 and p = 4 would have 14,685,120,065 features.',
  // The claim while the question asks how big φ is: its count waits for the guess (the question's own numbers).
  'claim.feature-maps.open':
    'The article’s claim: a kernel gives the inner product without building φ; how many features φ would have, built for d = 768 and p = 4, the table below counts once you have guessed.',
  'claim.gamma-sweep':
    'The article’s claim: for the RBF kernel one number, γ, sets how many axes of the Gram matrix do the work (its effective rank).',
  'claim.sigmoid': 'The article’s claim: similarities that fail the {@psd} test are widely used — the sigmoid kernel is one.',
  'claim.attention':
    'The article’s claim: an attention score matrix sits in the same n × n place as a Gram matrix, but it is neither symmetric nor {@psd}.',
  'claim.kernel-check':
    'The article’s claim: a similarity function can be plugged in as a kernel when every Gram matrix it makes is {@psd}.',
  'claim.methods': 'The article’s claim: kernel methods rely on {@psd}; plug in a similarity that is not, and what they promise breaks.',
  'app.nextPanel': 'Next: {title}',
  // Predict, then reveal (reader/predict.js) and the tour (?tour=k)
  'predict.title': 'Predict first:',
  'predict.guess': 'Your guess',
  'predict.reveal': 'Reveal',
  'predict.skip': 'Show the results without guessing',
  'predict.folded': 'The results are folded so that they do not give the answer away: answer the question above first, or show them.',
  'predict.off': 'Don’t ask me: show every panel’s results at once (remembered in this browser)',
  'predict.invalid': 'A whole number from 0 to {max}.',
  'predict.waiting': 'Your guess: {guess}. The panel’s answer appears when it has computed it.',
  'predict.right': 'Your guess: {guess}. The panel computed {answer}: right.',
  'predict.wrong': 'Your guess: {guess}. The panel computed {answer}.',
  'predict.moved':
    'Your guess: {guess}. The panel now shows a result for other numbers than the question’s; the answer appears when it computes the question’s again.',
  'predict.unsettled': 'Your guess: {guess}. The panel’s result: {answer}.',
  'question.similarity': 'Is this table a Gram matrix — are there vectors whose inner products are exactly these numbers?',
  'question.similarity.yes': 'Yes',
  'question.similarity.no': 'No',
  'question.attention': 'If W_K is made equal to W_Q, what happens to the complex eigenvalues of the scores S = X W_Q W_Kᵀ Xᵀ / √d_k?',
  'question.attention.stay': 'Some stay complex',
  'question.attention.real': 'All become real',
  'question.sigmoid': 'Of the {n} eigenvalues of this sigmoid K, how many are negative?',
  'question.sylvester': 'Is this matrix G {@positiveDefinite} — will every one of its leading principal minors be positive?',
  'question.sylvester.yes': 'Yes',
  'question.sylvester.no': 'No',
  'question.feature-maps': 'Built for d = {d} and p = {p}, how much memory would one feature vector φ(x) take in float32?',
  'question.feature-maps.kilobytes': 'Less than a megabyte',
  'question.feature-maps.megabytes': 'Megabytes',
  'question.feature-maps.gigabytes': 'Gigabytes',
  'question.feature-maps.terabytes': 'A terabyte or more',
  'question.gamma-sweep':
    'At γ = {gamma}, the table’s largest, how many of K’s {n} eigenvalues, largest first, does it take to reach 95% of their sum (the column “Axes for 95%”)?',
  'question.kernel-check': 'Is the function k(x, y) below a kernel — is every Gram matrix it makes, on any points, {@psd}?',
  'question.kernel-check.yes': 'Yes',
  'question.kernel-check.no': 'No',
  'question.kernel-check.undecided': 'undecided (no proof by the rules, no counterexample found)',
  'question.methods': 'With the settings below, how many of the {nTest} test points will the method classify correctly?',
  'tour.label': 'Tour',
  'tour.step': 'Tour: step {step} of {total}',
  'tour.previous': 'Previous step',
  'tour.next': 'Next step',
  'tour.hide': 'Hide controls for the class',
  'tour.hideNote':
    'Checked controls are hidden on this page and in the links made from it (Share, the tour’s steps); their values stay as they are.',
  'tour.hideNone': 'This panel has no controls to hide yet (its code is still loading); close and open this again.',
  'tour.invalid': 'There is no tour step “{asked}”: the tour has steps 1 to {total}. Showing step {step}.',
};
