// The async boundary lets the federation runtime settle shared singletons before anything renders.
void import('./bootstrap');
