# Writes a person file: python3 make.py (people are defined in people_*.py next to it).
import json, sys, importlib
def person(path, name, lang, note, work, episodes, motives, skills=()):
    eps = []
    for e in episodes:
        d = dict(title=e[0], org=e[1], start=e[2], end=e[3], situation=e[4], action=e[5], result=e[6],
                 learned=e[7], shows=e[8], role=e[9], otherSide=e[10], myPart=e[11], tags=e[12], print=False)
        eps.append(d)
    sections = dict(person=dict(country='KR' if lang=='ko' else ('ID' if lang=='id' else 'US'), region='', address='', birthYear='', birthMonth=''),
        educations=[], works=[dict(company=w[0], position=w[1], achievements=w[2], start=w[3], end=w[4]) for w in work],
        skills=list(skills), certifications=[], languages=[], projects=[], awards=[], episodes=eps)
    json.dump(dict(name=name, lang=lang, note=note, sections=sections, motives=motives), open(path,'w'), ensure_ascii=False, indent=1)
for mod in sys.argv[1:]:
    importlib.import_module(mod).write(person)
