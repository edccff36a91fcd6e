import re,os,sys
root='.'
files={}
for d in ['server','api','app','src','mocks']:
    for dp,dn,fn in os.walk(d):
        for f in fn:
            if f.endswith(('.ts','.tsx')) and '.test.' not in f and '.stories.' not in f:
                files[os.path.normpath(os.path.join(dp,f))]=None
def resolve(frm,spec):
    if not spec.startswith('.'): return None
    base=os.path.normpath(os.path.join(os.path.dirname(frm),spec))
    for c in [base+'.ts',base+'.tsx',base+'/index.ts',base+'/index.tsx']:
        if c in files: return c
    return None
g={}
for f in files:
    s=open(f).read()
    deps=set()
    for m in re.finditer(r"(?:import|export)\s[^'\"]*?from\s+'([^']+)'",s):
        r=resolve(f,m.group(1))
        if r: deps.add(r)
    g[f]=deps
# tarjan
idx={};low={};st=[];on=set();out=[];i=[0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v]=low[v]=i[0];i[0]+=1;st.append(v);on.add(v)
    for w in g[v]:
        if w not in idx: sc(w);low[v]=min(low[v],low[w])
        elif w in on: low[v]=min(low[v],idx[w])
    if low[v]==idx[v]:
        comp=[]
        while True:
            w=st.pop();on.discard(w);comp.append(w)
            if w==v:break
        if len(comp)>1: out.append(comp)
for v in g:
    if v not in idx: sc(v)
for c in out: print(sorted(c))
