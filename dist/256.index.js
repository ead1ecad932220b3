export const id = 256;
export const ids = [256];
export const modules = {

/***/ 2256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareOnGitHub: () => (/* binding */ compareOnGitHub)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _common_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1922);


/**
 * Compares two commits in the run's repository (`context.repo`, from `GITHUB_REPOSITORY`) with
 * `repos.compareCommits` (`GET /repos/{owner}/{repo}/compare/{base}...{head}`, REST base from
 * `GITHUB_API_URL`). One request, not retried: when it fails, the commit check falls back to
 * "equal SHAs only" and says why.
 * @param token `github-token`; undefined: no request is sent
 * @param base the `commit` input; `head` the deployed SHA
 * @param timeoutMs the request's own limit, ms
 * @returns how `head` relates to `base`, or why no comparison was possible; never throws except
 * with the signal's reason on cancellation
 */
async function compareOnGitHub(token, base, head, signal, timeoutMs) {
    if (!token)
        return { unavailable: 'no github-token was given' };
    let repo;
    try {
        repo = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.repo;
    }
    catch {
        return { unavailable: 'the run has no GITHUB_REPOSITORY to compare in' };
    }
    try {
        const answer = await (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token).rest.repos.compareCommits({
            ...repo,
            base,
            head,
            per_page: 1,
            request: { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) },
        });
        return { status: answer.data.status, repository: `${repo.owner}/${repo.repo}` };
    }
    catch (error) {
        if (signal.aborted)
            throw signal.reason;
        const status = error.status;
        const hasResponse = error.response !== undefined;
        const where = `${repo.owner}/${repo.repo}`;
        if (typeof status === 'number' && hasResponse) {
            const known = status === 404 ? ` (one of the commits is not in ${where}, or the token cannot read it)` : '';
            return { unavailable: `the GitHub API answered ${status} to the comparison${known}` };
        }
        return { unavailable: `the GitHub API could not be reached (${(0,_common_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .messageOf */ .bD)(error)})` };
    }
}


/***/ })

};

//# sourceMappingURL=256.index.js.map