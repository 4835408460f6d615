/*
 * hunspell-check: asks the installed Hunspell library about each line of standard input,
 * whole (unlike `hunspell -l`, which splits lines at characters it does not count as
 * word characters: "DD.HH." or "Anco_Huallo" are checked as parts).
 *
 *   hunspell-check AFF DIC --rejected < words   # prints the lines Hunspell rejects
 *   hunspell-check AFF DIC --accepted < words   # prints the lines Hunspell accepts
 *
 * Lines are UTF-8; for a dictionary in another character set they are converted with
 * iconv first. Built by Scripts/hunspell-differential.sh against libhunspell-1.7.so.0
 * (Debian's hunspell package); the three functions used are declared here, so the -dev
 * package is not needed.
 */
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Hunhandle Hunhandle;
Hunhandle *Hunspell_create(const char *affpath, const char *dpath);
void Hunspell_destroy(Hunhandle *handle);
int Hunspell_spell(Hunhandle *handle, const char *word);
char *Hunspell_get_dic_encoding(Hunhandle *handle);

int main(int argc, char **argv) {
    if (argc != 4 || (strcmp(argv[3], "--rejected") != 0 && strcmp(argv[3], "--accepted") != 0)) {
        fprintf(stderr, "usage: hunspell-check AFF DIC --rejected|--accepted < words\n");
        return 64;
    }
    int wantAccepted = strcmp(argv[3], "--accepted") == 0;
    Hunhandle *handle = Hunspell_create(argv[1], argv[2]);
    if (!handle) { fprintf(stderr, "hunspell-check: cannot load %s\n", argv[2]); return 1; }
    const char *encoding = Hunspell_get_dic_encoding(handle);
    iconv_t converter = (iconv_t)-1;
    if (encoding && strcmp(encoding, "UTF-8") != 0) converter = iconv_open(encoding, "UTF-8");
    char *line = NULL, converted[4096];
    size_t capacity = 0;
    ssize_t length;
    while ((length = getline(&line, &capacity, stdin)) > 0) {
        if (line[length - 1] == '\n') line[--length] = 0;
        const char *word = line;
        if (converter != (iconv_t)-1) {
            char *in = line, *out = converted;
            size_t inLeft = (size_t)length, outLeft = sizeof converted - 1;
            if (iconv(converter, &in, &inLeft, &out, &outLeft) == (size_t)-1) { out = converted; }
            *out = 0;
            word = converted;
        }
        int accepted = Hunspell_spell(handle, word) != 0;
        if (accepted == wantAccepted) printf("%s\n", line);
    }
    free(line);
    Hunspell_destroy(handle);
    return 0;
}
