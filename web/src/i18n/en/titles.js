// The panels' titles: used before a panel's code (the contents, each section's heading), so they come with the page's strings.
export default {
  'sylvester.title': 'Sylvester’s criterion, step by step',
  'featureMaps.title': 'Feature maps you can hold: φ written out, counted, timed and lifted',
  'gammaSweep.title': 'RBF kernel: one γ sets the effective rank',
  'sigmoid.title': 'The sigmoid kernel: a similarity that fails the PSD test',
  'attention.title': 'Attention scores: the same n × n place, not a Gram matrix',
  'kernel.title': 'Can I plug in my own similarity? A kernel checker',
  'methods.title': 'What breaks, shown: kernel ridge regression and an SVM on your kernel',
};
