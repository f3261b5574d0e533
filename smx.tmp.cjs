const fs=require('fs');const {SourceMapConsumer}=require('/work/main/node_modules/source-map');
(async()=>{const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=await new SourceMapConsumer(map);const lines=code.split('\n');const by={};
let prev=null;const maps=[];c.eachMapping(m=>maps.push(m));
for(let i=0;i<maps.length;i++){const m=maps[i];const n=maps[i+1];let len;
 if(n&&n.generatedLine===m.generatedLine)len=n.generatedColumn-m.generatedColumn;else len=lines[m.generatedLine-1].length-m.generatedColumn;
 let s=m.source||'?';s=s.replace(/.*node_modules\//,'');const parts=s.split('/');const key=process.argv[3]?parts.slice(0,+process.argv[3]).join('/'):(parts[0].startsWith('@')?parts[0]+'/'+parts[1]:parts[0]);by[key]=(by[key]||0)+len;}
Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(8),k));})();
